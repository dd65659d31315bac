"""torch.sin -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 3107, transformers#2, dim 0 x864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.sin -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = torch.sin(x)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(13824, 32, 256)]


def get_init_inputs():
    return []
