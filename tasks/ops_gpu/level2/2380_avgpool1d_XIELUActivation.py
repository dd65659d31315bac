"""F.avg_pool1d -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 3755, transformers#2, dim 0 x843)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.avg_pool1d -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(215808, 256)]


def get_init_inputs():
    return []
