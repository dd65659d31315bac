"""torch.lgamma -> hf.Qwen2RMSNorm -> RMSNorm: synthesised by warpgym synth (seed 9, index 152, transformers#3, dim 0 x1325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.lgamma -> hf.Qwen2RMSNorm -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=128)
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=128)

    def forward(self, x):
        x = torch.lgamma(x)
        x = self.qwen2rmsnorm_1(x)
        x = self.rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(10600, 256, 128)]


def get_init_inputs():
    return []
