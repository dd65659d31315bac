"""ConstantPad2d -> torch.min -> hf.GELUTanh -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 6848, transformers#4, dim 0 x115)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """ConstantPad2d -> torch.min -> hf.GELUTanh -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.constantpad2d_0 = nn.ConstantPad2d(padding=1, value=0.5)
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)
        self.replicationpad1d_3 = nn.ReplicationPad1d(padding=1)

    def forward(self, x, x1):
        x = self.constantpad2d_0(x)
        x = torch.min(x, x1)
        x = self.gelutanh_2(x)
        x = self.replicationpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(920, 256, 128), torch.randn(920, 258, 130)]


def get_init_inputs():
    return []
