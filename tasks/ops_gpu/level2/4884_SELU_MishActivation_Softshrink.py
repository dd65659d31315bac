"""SELU -> hf.MishActivation -> Softshrink: synthesised by warpgym synth (seed 9, index 244, transformers#3, dim 0 x2246)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """SELU -> hf.MishActivation -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.mishactivation_1 = MishActivation()
        self.softshrink_2 = nn.Softshrink()

    def forward(self, x):
        x = self.selu_0(x)
        x = self.mishactivation_1(x)
        x = self.softshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(35936, 32, 256)]


def get_init_inputs():
    return []
