"""PixelUnshuffle -> hf.AccurateGELUActivation -> F.celu: synthesised by warpgym synth (seed 7, index 2363, transformers#3, dim 0 x233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """PixelUnshuffle -> hf.AccurateGELUActivation -> F.celu"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.accurategeluactivation_1(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(3728, 64, 128)]


def get_init_inputs():
    return []
