"""torch.movedim -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 2323, transformers#2, dim 0 x100)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.movedim -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = torch.movedim(x, 2, 1)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(800, 16, 32, 32)]


def get_init_inputs():
    return []
