"""hf.MishActivation -> torch.abs -> torch.det: synthesised by warpgym synth (seed 9, index 396, transformers#3, dim 0 x4738)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.abs -> torch.det"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.abs(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(37904, 16, 32, 32)]


def get_init_inputs():
    return []
