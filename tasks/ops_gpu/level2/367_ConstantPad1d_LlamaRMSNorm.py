"""ConstantPad1d -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 7, index 564, transformers#2, dim 0 x3692)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """ConstantPad1d -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=18)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(59072, 32, 16, 16)]


def get_init_inputs():
    return []
