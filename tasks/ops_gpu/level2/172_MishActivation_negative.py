"""hf.MishActivation -> torch.negative: synthesised by warpgym synth (seed 7, index 262, transformers#2, dim 0 x1452)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(371712, 256)]


def get_init_inputs():
    return []
