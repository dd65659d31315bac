"""InstanceNorm1d -> Softmin -> torch.subtract -> hf.QuickGELUActivation -> Softmin: synthesised by warpgym synth (seed 8, index 178, transformers#5, dim 0 x913)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """InstanceNorm1d -> Softmin -> torch.subtract -> hf.QuickGELUActivation -> Softmin"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=512)
        self.softmin_1 = nn.Softmin()
        self.quickgeluactivation_3 = QuickGELUActivation()
        self.softmin_4 = nn.Softmin()

    def forward(self, x, x1):
        x = self.instancenorm1d_0(x)
        x = self.softmin_1(x)
        x = torch.subtract(x, x1)
        x = self.quickgeluactivation_3(x)
        x = self.softmin_4(x)
        return x


def get_inputs():
    return [torch.randn(233728, 512), torch.randn(233728, 512)]


def get_init_inputs():
    return []
