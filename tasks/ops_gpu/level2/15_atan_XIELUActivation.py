"""torch.atan -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 21, transformers#2, dim 0 x1082)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.atan -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = torch.atan(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(138496, 256)]


def get_init_inputs():
    return []
