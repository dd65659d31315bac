"""hf.MishActivation -> torch.trunc -> torch.absolute: synthesised by warpgym synth (seed 7, index 5384, transformers#3, dim 0 x9120)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.trunc -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.trunc(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(36480, 16, 8, 8, 8)]


def get_init_inputs():
    return []
