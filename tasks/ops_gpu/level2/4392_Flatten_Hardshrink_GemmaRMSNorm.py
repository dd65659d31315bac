"""Flatten -> Hardshrink -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 7, index 6900, transformers#3, dim 0 x718)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """Flatten -> Hardshrink -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.flatten_0 = nn.Flatten()
        self.hardshrink_1 = nn.Hardshrink()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = self.flatten_0(x)
        x = self.hardshrink_1(x)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(11488, 32, 16, 16)]


def get_init_inputs():
    return []
