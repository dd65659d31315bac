"""Tanh -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 2831, transformers#2, dim 0 x14654)."""
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
    return [torch.randn(29308, 8, 8, 16, 16)]


def get_init_inputs():
    return []
