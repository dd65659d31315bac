"""PixelUnshuffle -> hf.LlamaRMSNorm: synthesised by warpgym synth (seed 9, index 28, transformers#2, dim 0 x372)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """PixelUnshuffle -> hf.LlamaRMSNorm"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=128)

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.llamarmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(5952, 32, 256)]


def get_init_inputs():
    return []
