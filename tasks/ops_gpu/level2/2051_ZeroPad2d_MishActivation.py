"""ZeroPad2d -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 3232, transformers#2, dim 0 x656)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """ZeroPad2d -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(5248, 256, 128)]


def get_init_inputs():
    return []
