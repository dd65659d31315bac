"""Tanhshrink -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 5913, transformers#2, dim 0 x1137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """Tanhshrink -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(72768, 1024)]


def get_init_inputs():
    return []
