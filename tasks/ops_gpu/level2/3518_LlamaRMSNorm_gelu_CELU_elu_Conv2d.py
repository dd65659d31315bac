"""hf.LlamaRMSNorm -> F.gelu -> CELU -> F.elu -> Conv2d: synthesised by warpgym synth (seed 7, index 5531, transformers#5, dim 0 x876)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.gelu -> CELU -> F.elu -> Conv2d"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=32)
        self.celu_2 = nn.CELU()
        self.conv2d_4 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = F.gelu(x)
        x = self.celu_2(x)
        x = F.elu(x)
        x = self.conv2d_4(x)
        return x


def get_inputs():
    return [torch.randn(3504, 32, 32, 32)]


def get_init_inputs():
    return []
