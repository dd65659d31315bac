"""LeakyReLU -> F.hardsigmoid -> hf.Qwen2RMSNorm -> torch.mul -> Softplus: synthesised by warpgym synth (seed 7, index 532, transformers#5, dim 0 x5581)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """LeakyReLU -> F.hardsigmoid -> hf.Qwen2RMSNorm -> torch.mul -> Softplus"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=8)
        self.softplus_4 = nn.Softplus()

    def forward(self, x, x1):
        x = self.leakyrelu_0(x)
        x = F.hardsigmoid(x)
        x = self.qwen2rmsnorm_2(x)
        x = torch.mul(x, x1)
        x = self.softplus_4(x)
        return x


def get_inputs():
    return [torch.randn(22324, 16, 8, 8, 8), torch.randn(22324, 16, 8, 8, 8)]


def get_init_inputs():
    return []
