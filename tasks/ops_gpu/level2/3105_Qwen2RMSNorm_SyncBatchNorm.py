"""hf.Qwen2RMSNorm -> SyncBatchNorm: synthesised by warpgym synth (seed 7, index 4906, transformers#2, dim 0 x2382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> SyncBatchNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=8)
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.syncbatchnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(9528, 16, 8, 8, 8)]


def get_init_inputs():
    return []
