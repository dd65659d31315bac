"""hf.Qwen2RMSNorm -> LeakyReLU -> torch.divide: synthesised by warpgym synth (seed 7, index 5024, transformers#3, dim 0 x2491)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> LeakyReLU -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=128)
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = self.leakyrelu_1(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(39856, 64, 128), torch.randn(39856, 64, 128)]


def get_init_inputs():
    return []
