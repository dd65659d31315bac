"""Tanh -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 3153, transformers#2, dim 0 x364)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """Tanh -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.gemmarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(5824, 32, 256)]


def get_init_inputs():
    return []
