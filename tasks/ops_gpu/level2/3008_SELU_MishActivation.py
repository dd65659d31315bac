"""SELU -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 4754, transformers#2, dim 0 x7801)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """SELU -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1997056, 256)]


def get_init_inputs():
    return []
