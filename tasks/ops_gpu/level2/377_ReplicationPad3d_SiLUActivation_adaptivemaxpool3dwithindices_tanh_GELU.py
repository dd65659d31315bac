"""ReplicationPad3d -> hf.SiLUActivation -> F.adaptive_max_pool3d_with_indices -> F.tanh -> GELU: synthesised by warpgym synth (seed 7, index 580, transformers#5, dim 0 x4357)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """ReplicationPad3d -> hf.SiLUActivation -> F.adaptive_max_pool3d_with_indices -> F.tanh -> GELU"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)
        self.siluactivation_1 = SiLUActivation()
        self.gelu_4 = nn.GELU()

    def forward(self, x):
        x = self.replicationpad3d_0(x)
        x = self.siluactivation_1(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = F.tanh(x)
        x = self.gelu_4(x)
        return x


def get_inputs():
    return [torch.randn(69712, 32, 16, 16)]


def get_init_inputs():
    return []
