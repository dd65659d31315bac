"""hf.MishActivation: synthesised by warpgym synth (seed 7, index 3479, transformers#1, dim 0 x1324)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(10592, 256, 128)]


def get_init_inputs():
    return []
