"""hf.LlamaRMSNorm -> MaxPool3d -> ConstantPad3d -> torch.expm1: synthesised by warpgym synth (seed 9, index 778, transformers#4, dim 0 x15187)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> MaxPool3d -> ConstantPad3d -> torch.expm1"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=8)
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = self.maxpool3d_1(x)
        x = self.constantpad3d_2(x)
        x = torch.expm1(x)
        return x


def get_inputs():
    return [torch.randn(60748, 16, 8, 8, 8)]


def get_init_inputs():
    return []
