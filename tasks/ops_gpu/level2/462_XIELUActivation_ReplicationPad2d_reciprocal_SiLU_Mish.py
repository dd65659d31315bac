"""hf.XIELUActivation -> ReplicationPad2d -> torch.reciprocal -> SiLU -> Mish: synthesised by warpgym synth (seed 7, index 737, transformers#5, dim 0 x721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> ReplicationPad2d -> torch.reciprocal -> SiLU -> Mish"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.replicationpad2d_1 = nn.ReplicationPad2d(padding=1)
        self.silu_3 = nn.SiLU()
        self.mish_4 = nn.Mish()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = self.replicationpad2d_1(x)
        x = torch.reciprocal(x)
        x = self.silu_3(x)
        x = self.mish_4(x)
        return x


def get_inputs():
    return [torch.randn(11536, 32, 16, 16)]


def get_init_inputs():
    return []
