"""F.hardswish -> hf.LlamaRMSNorm -> Hardswish: synthesised by warpgym synth (seed 7, index 1883, transformers#3, dim 0 x1529)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """F.hardswish -> hf.LlamaRMSNorm -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=128)
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = F.hardswish(x)
        x = self.llamarmsnorm_1(x)
        x = self.hardswish_2(x)
        return x


def get_inputs():
    return [torch.randn(24464, 64, 128)]


def get_init_inputs():
    return []
