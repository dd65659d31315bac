"""torch.tril -> PixelUnshuffle -> hf.GemmaRMSNorm: synthesised by warpgym synth (seed 8, index 2, transformers#3, dim 0 x2183)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.tril -> PixelUnshuffle -> hf.GemmaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_1 = nn.PixelUnshuffle(downscale_factor=2)
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x):
        x = torch.tril(x)
        x = self.pixelunshuffle_1(x)
        x = self.gemmarmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(34928, 32, 16, 16)]


def get_init_inputs():
    return []
