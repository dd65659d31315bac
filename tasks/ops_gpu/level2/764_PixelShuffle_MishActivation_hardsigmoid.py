"""PixelShuffle -> hf.MishActivation -> F.hardsigmoid: synthesised by warpgym synth (seed 7, index 1231, transformers#3, dim 0 x1981)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """PixelShuffle -> hf.MishActivation -> F.hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.pixelshuffle_0 = nn.PixelShuffle(upscale_factor=2)
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.pixelshuffle_0(x)
        x = self.mishactivation_1(x)
        x = F.hardsigmoid(x)
        return x


def get_inputs():
    return [torch.randn(7924, 16, 8, 8, 8)]


def get_init_inputs():
    return []
