"""torch.nextafter -> hf.MishActivation -> Hardshrink -> PixelUnshuffle: synthesised by warpgym synth (seed 7, index 6037, transformers#4, dim 0 x2407)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.nextafter -> hf.MishActivation -> Hardshrink -> PixelUnshuffle"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()
        self.hardshrink_2 = nn.Hardshrink()
        self.pixelunshuffle_3 = nn.PixelUnshuffle(downscale_factor=2)

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = self.mishactivation_1(x)
        x = self.hardshrink_2(x)
        x = self.pixelunshuffle_3(x)
        return x


def get_inputs():
    return [torch.randn(19256, 64, 16, 16), torch.randn(19256, 64, 16, 16)]


def get_init_inputs():
    return []
