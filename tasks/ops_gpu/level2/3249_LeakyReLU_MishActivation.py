"""LeakyReLU -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 5126, transformers#2, dim 0 x7658)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """LeakyReLU -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_0 = nn.LeakyReLU()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = self.leakyrelu_0(x)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(980224, 256)]


def get_init_inputs():
    return []
