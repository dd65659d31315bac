"""torch.asinh -> ReLU -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 889, transformers#3, dim 0 x909)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.asinh -> ReLU -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.mishactivation_2 = MishActivation()

    def forward(self, x):
        x = torch.asinh(x)
        x = self.relu_1(x)
        x = self.mishactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(3636, 32, 32, 32)]


def get_init_inputs():
    return []
