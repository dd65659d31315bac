"""torch.floor_divide -> F.leaky_relu -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 3797, transformers#3, dim 0 x321)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.floor_divide -> F.leaky_relu -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = F.leaky_relu(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(5136, 32, 256), torch.randn(5136, 32, 256)]


def get_init_inputs():
    return []
