"""torch.unsqueeze -> ReLU -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 1404, transformers#3, dim 0 x1780)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.unsqueeze -> ReLU -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = self.relu_1(x)
        x = self.sqrtsoftplusactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(911360, 256)]


def get_init_inputs():
    return []
