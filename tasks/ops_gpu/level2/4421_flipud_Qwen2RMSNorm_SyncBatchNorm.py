"""torch.flipud -> hf.Qwen2RMSNorm -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 6947, transformers#3, dim 0 x298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.flipud -> hf.Qwen2RMSNorm -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=16)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=32)

    def forward(self, x):
        x = torch.flipud(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.syncbatchnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(4768, 32, 16, 16)]


def get_init_inputs():
    return []
