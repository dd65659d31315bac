"""F.pixel_unshuffle -> MaxPool2d -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 6067, transformers#3, dim 0 x2260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.pixel_unshuffle -> MaxPool2d -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.maxpool2d_1(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(18080, 64, 16, 16)]


def get_init_inputs():
    return []
