"""torch.nextafter -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 5987, transformers#2, dim 0 x367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.nextafter -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1):
        x = torch.nextafter(x, x1)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(11744, 128, 64), torch.randn(11744, 128, 64)]


def get_init_inputs():
    return []
