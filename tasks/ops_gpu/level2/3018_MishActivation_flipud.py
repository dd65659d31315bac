"""hf.MishActivation -> torch.flipud: synthesised by warpgym synth (seed 7, index 4772, transformers#2, dim 0 x2601)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(20808, 64, 16, 16)]


def get_init_inputs():
    return []
