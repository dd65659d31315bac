"""BatchNorm1d -> hf.Qwen2RMSNorm: synthesised by warpgym synth (seed 9, index 61, transformers#2, dim 0 x5357)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """BatchNorm1d -> hf.Qwen2RMSNorm"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_0 = nn.BatchNorm1d(num_features=1024)
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.batchnorm1d_0(x)
        x = self.qwen2rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(342848, 1024)]


def get_init_inputs():
    return []
