"""F.tanhshrink -> F.tanhshrink -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 2199, transformers#3, dim 0 x2885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.tanhshrink -> F.tanhshrink -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_2 = MishActivation()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = F.tanhshrink(x)
        x = self.mishactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(46160, 64, 128)]


def get_init_inputs():
    return []
