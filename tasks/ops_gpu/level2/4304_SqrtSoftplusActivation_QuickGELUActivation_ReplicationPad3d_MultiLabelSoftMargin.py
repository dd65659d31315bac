"""hf.SqrtSoftplusActivation -> hf.QuickGELUActivation -> ReplicationPad3d -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 5864, transformers#4, dim 0 x341)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> hf.QuickGELUActivation -> ReplicationPad3d -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.quickgeluactivation_1 = QuickGELUActivation()
        self.replicationpad3d_2 = nn.ReplicationPad3d(padding=1)
        self.multilabelsoftmarginloss_3 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.quickgeluactivation_1(x)
        x = self.replicationpad3d_2(x)
        x = self.multilabelsoftmarginloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(682, 8, 8, 16, 16), torch.randn(682, 8, 10, 18, 18)]


def get_init_inputs():
    return []
