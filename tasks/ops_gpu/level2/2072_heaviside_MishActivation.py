"""torch.heaviside -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 3262, transformers#2, dim 0 x2435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.heaviside -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(38960, 32, 16, 16), torch.randn(38960, 32, 16, 16)]


def get_init_inputs():
    return []
