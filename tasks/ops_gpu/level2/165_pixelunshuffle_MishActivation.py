"""F.pixel_unshuffle -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 250, transformers#2, dim 0 x1893)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.pixel_unshuffle -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = F.pixel_unshuffle(x, 2)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15144, 256, 128)]


def get_init_inputs():
    return []
