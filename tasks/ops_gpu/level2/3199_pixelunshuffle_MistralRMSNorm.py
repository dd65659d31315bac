"""F.pixel_unshuffle -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 5039, transformers#2, dim 0 x2810)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.pixel_unshuffle -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=8)

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(44960, 32, 16, 16)]


def get_init_inputs():
    return []
