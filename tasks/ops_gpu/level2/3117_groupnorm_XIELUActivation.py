"""F.group_norm -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 4923, transformers#2, dim 0 x207)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.group_norm -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(105984, 256)]


def get_init_inputs():
    return []
