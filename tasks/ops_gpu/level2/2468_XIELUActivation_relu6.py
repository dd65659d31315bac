"""hf.XIELUActivation -> F.relu6: synthesised by warpgym synth (seed 7, index 3898, transformers#2, dim 0 x4067)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(16268, 16, 8, 8, 8)]


def get_init_inputs():
    return []
