"""PixelUnshuffle -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 5575, transformers#2, dim 0 x1166)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """PixelUnshuffle -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.pixelunshuffle_0 = nn.PixelUnshuffle(downscale_factor=2)
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.pixelunshuffle_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(18656, 32, 256)]


def get_init_inputs():
    return []
