"""PixelUnshuffle -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 9, index 12, transformers#2, dim 0 x1969)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """PixelUnshuffle -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15752, 64, 16, 16)]


def get_init_inputs():
    return []
