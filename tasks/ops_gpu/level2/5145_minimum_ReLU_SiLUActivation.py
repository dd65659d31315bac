"""torch.minimum -> ReLU -> hf.SiLUActivation: synthesised by warpgym synth (seed 9, index 654, transformers#3, dim 0 x3054)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.minimum -> ReLU -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = self.relu_1(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(390912, 256), torch.randn(390912, 256)]


def get_init_inputs():
    return []
